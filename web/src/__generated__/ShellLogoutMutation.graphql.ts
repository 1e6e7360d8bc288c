/**
 * @generated SignedSource<<bba088784abc520857efe3232bb8f39f>>
 * @relayHash 16df4709faf27d9c02effadae072d9d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57b7bd6d87316ad07b283af631f76728ea693fb3a91aa0ffb984330683259ed6

import { ConcreteRequest } from 'relay-runtime';
export type ShellLogoutMutation$variables = Record<PropertyKey, never>;
export type ShellLogoutMutation$data = {
  readonly logout: {
    readonly ok: boolean;
  };
};
export type ShellLogoutMutation = {
  response: ShellLogoutMutation$data;
  variables: ShellLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignedOut",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShellLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "57b7bd6d87316ad07b283af631f76728ea693fb3a91aa0ffb984330683259ed6",
    "metadata": {},
    "name": "ShellLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7c3543b9e4fab50f19f152f54c6121f";

export default node;
