// The app settings' messages, shown to the admin as they are (docs/product/admin.md lists them).
export const SETTINGS_MESSAGES = {
  logoType: 'The logo must be a PNG, JPEG, GIF or WebP image',
  vehicleType: 'The vehicle image must be a PNG, JPEG or GIF image',
  imageTooLarge: 'The image must be smaller than 1 MB',
  ownFactorFirst: 'Turn on your own authenticator app first (Account tab)',
} as const;
