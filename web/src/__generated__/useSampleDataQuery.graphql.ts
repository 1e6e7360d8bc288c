/**
 * @generated SignedSource<<a29ebc3fa79d843dae268add1a3a3c92>>
 * @relayHash 00bb0841e6019565c03ad7d4845e1817
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3c167cb3b121f1adc3b0afe4e14e01dacfc91bbfabf2bfe0456b38f93a07012

import { ConcreteRequest } from 'relay-runtime';
export type useSampleDataQuery$variables = Record<PropertyKey, never>;
export type useSampleDataQuery$data = {
  readonly sampleData: {
    readonly hlcContacts: ReadonlyArray<{
      readonly hospital: string;
      readonly name: string;
      readonly phoneNumber: string;
      readonly position: string;
    }>;
    readonly pvgContacts: ReadonlyArray<{
      readonly address: string;
      readonly name: string;
      readonly phoneNumber: string;
      readonly position: string;
    }>;
  };
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
},
v3 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSampleDataQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSampleDataQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e3c167cb3b121f1adc3b0afe4e14e01dacfc91bbfabf2bfe0456b38f93a07012",
    "metadata": {},
    "name": "useSampleDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "149faa229f4521a29e2fae4a12368960";

export default node;
