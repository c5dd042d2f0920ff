/** How a bid is named in breadcrumbs, the selector and action labels: its division, then its label if any. */
export function bidName(bid: { division: { name: string }; label: string }): string {
  return bid.label.trim() ? `${bid.division.name} (${bid.label.trim()})` : bid.division.name;
}
