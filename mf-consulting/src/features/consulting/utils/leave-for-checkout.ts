/** Sends the browser to the payment page (a full page load: Checkout is another site). One place, so tests can stand in for it. */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
