/**
 * @generated SignedSource<<8ef506ffd328384562ed37556e7281f4>>
 * @relayHash d4cd209198232cc9e8ded1e71f0d76a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dd9ec6886361b6ef4bfea7823f0c894475570b4001237c07b3a29354358f790

import { ConcreteRequest } from 'relay-runtime';
export type StreetMapPageQuery$variables = Record<PropertyKey, never>;
export type StreetMapPageQuery$data = {
  readonly appSettings: {
    readonly map: {
      readonly attribution: string;
      readonly satelliteTileUrl: string;
      readonly tileUrl: string;
      readonly vehicleImageUrl: string | null | undefined;
    };
    readonly weatherLat: number;
    readonly weatherLng: number;
    readonly weatherRegion: string;
  };
};
export type StreetMapPageQuery = {
  response: StreetMapPageQuery$data;
  variables: StreetMapPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherRegion",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherLat",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherLng",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MapSettings",
  "kind": "LinkedField",
  "name": "map",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "satelliteTileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attribution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleImageUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StreetMapPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StreetMapPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7dd9ec6886361b6ef4bfea7823f0c894475570b4001237c07b3a29354358f790",
    "metadata": {},
    "name": "StreetMapPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f1d4c98ba85345966eb95c61fd562da";

export default node;
