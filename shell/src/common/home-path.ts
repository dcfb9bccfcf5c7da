/** The launch pad's route (SPEC §2.3): where Home, the header's logo and Back lead. */
export const HOME_PATH = '/core/landing';
