import { statusLabel, type RequestStatus } from './featureRequests.js';

/** The status of a feature request as a coloured pill; the colour is decoration, the text says it. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{statusLabel(status)}</span>;
}
