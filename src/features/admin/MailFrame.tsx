/**
 * A mail's HTML shown as the reader's mail app shows it: the very HTML that is sent, in a
 * sandboxed frame (no script, no same-origin access). The mail layout styles everything
 * inline, which the admin's CSP allows, so the preview is the mail, styles and all.
 */
interface Props {
  /** The mail's HTML document. */
  html: string;
  /** Names the frame for screen readers. */
  title: string;
}

export default function MailFrame({ html, title }: Props) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className="h-[32rem] w-full rounded-lg border border-gray-300 bg-white"
    />
  );
}
