/**
 * @generated SignedSource<<dfe6c6645d617e27f5437bb6a5f42d56>>
 * @relayHash 183df6f5832d355bdf9490ebe84d9ff0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d977cf9b147eedcf4351736894dcb4793f8d987474cf2580503803a37ab1d9e

import { ConcreteRequest } from 'relay-runtime';
export type MapPageQuery$variables = Record<PropertyKey, never>;
export type MapPageQuery$data = {
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
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type MapPageQuery = {
  response: MapPageQuery$data;
  variables: MapPageQuery$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapPageQuery",
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
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MapPageQuery",
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "0d977cf9b147eedcf4351736894dcb4793f8d987474cf2580503803a37ab1d9e",
    "metadata": {},
    "name": "MapPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7456239e99e412af5140b37309c08e3a";

export default node;
