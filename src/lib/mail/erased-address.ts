/**
 * The address an order keeps once its buyer's data is erased: in the reserved `.invalid`
 * domain (RFC 2606), so it is nobody's, and the sender never tries to mail it.
 */
export const ERASED_ADDRESS = 'erased@erased.invalid';

/** True for the erased address (any case), which no mail is ever sent to. */
export const isErasedAddress = (to: string) => to.trim().toLowerCase() === ERASED_ADDRESS;
