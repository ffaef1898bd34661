/**
 * Search box hints of docs/functions/shell-students-staff.md §2.2 and docs/functions/people-invites-events.md §2, shared by every people
 * list.
 */
export const SEARCH_HINT = 'Please enter email address / create date (12/26/2021)';
export const INVITED_SEARCH_HINT = 'Please enter email address / invited date (12/26/2021)';
