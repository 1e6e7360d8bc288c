/**
 * @generated SignedSource<<19142bbc62c812714171b9e80ec5cdf4>>
 * @relayHash 203efea011956447ad68d0aed53d2cec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bf49177bb0f5292977ebc5b18a1719942b512d1800413f8b6b1bc4ad2f6359c

import { ConcreteRequest } from 'relay-runtime';
export type OfferReturnVisitHandoverInput = {
  receiverId: string;
  returnVisitId: string;
};
export type useOfferHandoverMutation$variables = {
  input: OfferReturnVisitHandoverInput;
};
export type useOfferHandoverMutation$data = {
  readonly offerReturnVisitHandover: {
    readonly __typename: string;
    readonly handover?: {
      readonly id: string;
      readonly receiverName: string;
    };
    readonly message?: string;
  };
};
export type useOfferHandoverMutation = {
  response: useOfferHandoverMutation$data;
  variables: useOfferHandoverMutation$variables;
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
    "name": "offerReturnVisitHandover",
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
            "concreteType": "ReturnVisitHandover",
            "kind": "LinkedField",
            "name": "handover",
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
                "name": "receiverName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReturnVisitHandoverOffered",
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
    "name": "useOfferHandoverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOfferHandoverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7bf49177bb0f5292977ebc5b18a1719942b512d1800413f8b6b1bc4ad2f6359c",
    "metadata": {},
    "name": "useOfferHandoverMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9daeae4ca2d372eda5d821fa699ab65";

export default node;
