// Pages where nothing may open by itself over the screen (docs/product/shell.md, "Overlays"): on
// the service-group page a member may be answering an emergency roll-call, and the setup guide or
// the install prompt would cover the alert buttons. They still open when the member asks.
export const NO_AUTOMATIC_OVERLAY = ['/service-group'];

export const overlayAllowedOn = (pathname: string) => !NO_AUTOMATIC_OVERLAY.includes(pathname);
