/**
 * @generated SignedSource<<9914df1de38c5b36541ae72eddaf9f1c>>
 * @relayHash c5e939dcc5869af3decfd27eed8b6786
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd3522bcb840e9348f6e7d9579b7119852e60597bc801a7c2f1dcb5c8cd865b8

import { ConcreteRequest } from 'relay-runtime';
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type StopServiceTimerInput = {
  kind?: ServiceKind | null | undefined;
  timeZone: string;
};
export type useStopServiceTimerMutation$variables = {
  input: StopServiceTimerInput;
};
export type useStopServiceTimerMutation$data = {
  readonly stopServiceTimer: {
    readonly __typename: string;
    readonly message?: string;
    readonly serviceEntry?: {
      readonly id: string;
      readonly minutes: number;
    } | null | undefined;
  };
};
export type useStopServiceTimerMutation = {
  response: useStopServiceTimerMutation$data;
  variables: useStopServiceTimerMutation$variables;
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
    "name": "stopServiceTimer",
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
            "concreteType": "ServiceEntry",
            "kind": "LinkedField",
            "name": "serviceEntry",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minutes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServiceTimerStopped",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStopServiceTimerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStopServiceTimerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cd3522bcb840e9348f6e7d9579b7119852e60597bc801a7c2f1dcb5c8cd865b8",
    "metadata": {},
    "name": "useStopServiceTimerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51d58892d0b75b1b61c7c78c9cd0d5aa";

export default node;
