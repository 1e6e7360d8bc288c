/**
 * @generated SignedSource<<b7e0dee6d843347f81114f464db27480>>
 * @relayHash 9dfb4b417b8020db675599f80c8f0555
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e187be2e85aa7ef33d45eaf986a4661d6c6f6b9282f783630f3be854c5454cd1

import { ConcreteRequest } from 'relay-runtime';
export type SecondFactorCodeInput = {
  code?: string | null | undefined;
};
export type useDisableTotpMutation$variables = {
  input: SecondFactorCodeInput;
};
export type useDisableTotpMutation$data = {
  readonly disableTotp: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDisableTotpMutation = {
  response: useDisableTotpMutation$data;
  variables: useDisableTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "disableTotp",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisableTotpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisableTotpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e187be2e85aa7ef33d45eaf986a4661d6c6f6b9282f783630f3be854c5454cd1",
    "metadata": {},
    "name": "useDisableTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1fde003033109392cc2bdfa1434b95f7";

export default node;
