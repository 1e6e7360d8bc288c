/**
 * @generated SignedSource<<37d56bfe834dbb317c1385b7711d93ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "16df4709faf27d9c02effadae072d9d5",
    "id": null,
    "metadata": {},
    "name": "ShellLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation ShellLogoutMutation {\n  logout {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7c3543b9e4fab50f19f152f54c6121f";

export default node;
