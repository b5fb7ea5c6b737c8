/**
 * A Lighthouse audit for bench/speed-explain.ts: the nodes of the simulated LCP's optimistic
 * and pessimistic graphs (lantern), each with its simulated start and end, so a run shows
 * what is on the LCP's path. Plain JavaScript: Lighthouse imports audits by path.
 */
import { Audit } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { NetworkAnalysis } from 'lighthouse/core/computed/network-analysis.js';

/** One simulated node as a line: when it ran, and what it was. */
function row(node, timing) {
  const when = `${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms`;
  if (node.type === 'network') {
    const r = node.request;
    const ttfb = r.timing ? Math.round(r.timing.receiveHeadersEnd - r.timing.sendEnd) : NaN;
    return `${when} ${r.resourceType} ${r.url} ${r.transferSize} B ${r.priority} conn ${r.connectionId}${r.connectionReused ? ' reused' : ''} ${r.protocol}, observed wait ${ttfb} ms`;
  }
  const names = [...new Set(node.childEvents.map((event) => event.name))]
    .filter((name) => /Parse|Layout|Paint|Style|Script|Font/.test(name))
    .join(',');
  return `${when} cpu ${(node.duration / 1000).toFixed(1)} ms observed: ${names}`;
}

class LcpGraph extends Audit {
  static get meta() {
    return {
      id: 'lcp-graph',
      title: 'What the simulated LCP waits for',
      description: 'Nodes of the lantern LCP graphs with their simulated timings.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static async audit(artifacts, context) {
    const data = Audit.makeMetricComputationDataInput(artifacts, context);
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const network = await NetworkAnalysis.request(artifacts.DevtoolsLog, context);
    const serverMs = Math.round(Math.max(...network.serverResponseTimeByOrigin.values()));
    const graphs = {};
    for (const [name, estimate] of [
      ['optimistic', lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticEstimate],
    ]) {
      graphs[name] = {
        end: estimate.timeInMs,
        rows: [...estimate.nodeTimings.entries()].map(([node, timing]) => row(node, timing)),
      };
    }
    return {
      score: null,
      details: {
        type: 'debugdata',
        items: [{ lcp: lcp.timing, fcp: fcp.timing, serverMs, rttMs: network.rtt, graphs }],
      },
    };
  }
}

export default LcpGraph;
