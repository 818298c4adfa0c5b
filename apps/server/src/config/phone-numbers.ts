/** §9.13: the sources of business that carry their own contact number ('Website' is direct). */
export const SOURCES_OF_BUSINESS_FOR_PHONES = ['Website', '102', '104', '105', '114', '115'] as const;
