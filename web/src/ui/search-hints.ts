/** Search box hints of spec 1 §2.2 and spec 2 §2, shared by every people list. */
export const SEARCH_HINT = 'Please enter email address / create date (12/26/2021)';
export const INVITED_SEARCH_HINT = 'Please enter email address / invited date (12/26/2021)';
