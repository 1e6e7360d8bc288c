/**
 * @generated SignedSource<<a7588a4fa4c150673afad1d2f0b1141c>>
 * @relayHash 45a10864343f86d8840e58d7b080fe65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1a2d9d948e3f41d3e19053bb3b78360e982a2a2ac8026103290c4c8767ebbe3

import { ConcreteRequest } from 'relay-runtime';
export type useStartTotpMutation$variables = Record<PropertyKey, never>;
export type useStartTotpMutation$data = {
  readonly startTotp: {
    readonly __typename: string;
    readonly message?: string;
    readonly qrCodeDataUrl?: string;
    readonly secret?: string;
  };
};
export type useStartTotpMutation = {
  response: useStartTotpMutation$data;
  variables: useStartTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startTotp",
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
        "type": "TotpEnrolment",
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
    "name": "useStartTotpMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartTotpMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e1a2d9d948e3f41d3e19053bb3b78360e982a2a2ac8026103290c4c8767ebbe3",
    "metadata": {},
    "name": "useStartTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8bdc587018431d1c0c5278da23bb71d";

export default node;
