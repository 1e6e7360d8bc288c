/** What a failed request says to the member: the server's message, or that the network is gone. */
export function serverMessage(error: Error): string {
  return error.name === 'NetworkUnavailableError'
    ? 'You appear to be offline. Please try again when you are back online.'
    : error.message || 'Please try again.';
}
