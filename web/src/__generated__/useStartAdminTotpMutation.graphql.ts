/**
 * @generated SignedSource<<02e8893fdf5f6ae95a3d985050c08eb8>>
 * @relayHash c9a0f5c2edc4c0af68a57437a9e0c3dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68b3846285b275b1dc82e24d9fb1eca2eb536e4bb404777d585e8b35d1f9689e

import { ConcreteRequest } from 'relay-runtime';
export type useStartAdminTotpMutation$variables = Record<PropertyKey, never>;
export type useStartAdminTotpMutation$data = {
  readonly startAdminTotp: {
    readonly __typename: string;
    readonly message?: string;
    readonly qrCodeDataUrl?: string;
    readonly secret?: string;
  };
};
export type useStartAdminTotpMutation = {
  response: useStartAdminTotpMutation$data;
  variables: useStartAdminTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startAdminTotp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCodeDataUrl",
            "storageKey": null
          }
        ],
        "type": "AdminTotpEnrolment",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useStartAdminTotpMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartAdminTotpMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "68b3846285b275b1dc82e24d9fb1eca2eb536e4bb404777d585e8b35d1f9689e",
    "metadata": {},
    "name": "useStartAdminTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8457da05d664fdba6f6addb76f79202e";

export default node;
