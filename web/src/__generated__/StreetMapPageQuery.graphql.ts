/**
 * @generated SignedSource<<b163c191ec3023432518298c993c8112>>
 * @relayHash 7d2c970ac8893a314f6a9bca624e25ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93220ed53d6308c30b0b42ae431a8ea0ea438919858f73c6b33ae0b7510679b0

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
          (v0/*:: as any*/)
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
    "id": "93220ed53d6308c30b0b42ae431a8ea0ea438919858f73c6b33ae0b7510679b0",
    "metadata": {},
    "name": "StreetMapPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bfdd24d66e2d28b8a2f6423dffd42225";

export default node;
