// The service group's alerts (docs/product/service-group.md): how long an alert's message, a
// response and a location may be. The server refuses longer text; the web app's fields stop there.
export const MAX_ALERT_TEXT = 500;
export const MAX_ALERT_LOCATION = 120;
