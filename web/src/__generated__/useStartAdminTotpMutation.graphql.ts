/**
 * @generated SignedSource<<3d360b8f94a4cf193856a35ec2ba2eb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "c9a0f5c2edc4c0af68a57437a9e0c3dd",
    "id": null,
    "metadata": {},
    "name": "useStartAdminTotpMutation",
    "operationKind": "mutation",
    "text": "mutation useStartAdminTotpMutation {\n  startAdminTotp {\n    __typename\n    ... on AdminTotpEnrolment {\n      secret\n      qrCodeDataUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8457da05d664fdba6f6addb76f79202e";

export default node;
