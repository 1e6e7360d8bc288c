// The shepherding-call request's rules both sides check (docs/product/shepherding.md): the server
// refuses what breaks them (api/src/modules/shepherding/inputs.ts) and the request form says so
// before the request is kept on the device to be sent.

/** The longest each field may be, and the shortest description the elders can act on. */
export const SHEPHERDING_LIMITS = {
  requestType: 100,
  descriptionMin: 10,
  description: 5000,
  preferredElders: 300,
  notes: 2000,
} as const;
