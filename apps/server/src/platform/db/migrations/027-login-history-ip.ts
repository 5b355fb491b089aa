/**
 * "Has this member logged in before, and from this IP?" is asked on every login: an index
 * on (member, ip) answers it in one probe however long the member's history grows.
 */
export const loginHistoryIp = /* sql */ `
CREATE INDEX login_history_member_ip ON login_history (member_id, ip);
`;
