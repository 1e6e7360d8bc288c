/**
 * @generated SignedSource<<ba1914ad5df5719a4d2a3503daaaf198>>
 * @relayHash 18396f03fa70e6381e932f97f79e03d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 473748c1c0ea06b079ae0e78a9975775a2a5529dff38f6cf636a9349c7c416c7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSampleDataQuery$variables = Record<PropertyKey, never>;
export type useSampleDataQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useSampleData_contacts">;
};
export type useSampleDataQuery = {
  response: useSampleDataQuery$data;
  variables: useSampleDataQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneNumber",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSampleDataQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useSampleData_contacts"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSampleDataQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SampleData",
        "kind": "LinkedField",
        "name": "sampleData",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SampleHlcContact",
            "kind": "LinkedField",
            "name": "hlcContacts",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hospital",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SamplePvgContact",
            "kind": "LinkedField",
            "name": "pvgContacts",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "473748c1c0ea06b079ae0e78a9975775a2a5529dff38f6cf636a9349c7c416c7",
    "metadata": {},
    "name": "useSampleDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9849ec9b608885510a79eb9adba86ae4";

export default node;
