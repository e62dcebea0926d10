/** The sidebar's width as a sheet on a phone, shared by the sidebar and its lazily loaded sheet. */
export const sidebarWidthMobile = '18rem';
