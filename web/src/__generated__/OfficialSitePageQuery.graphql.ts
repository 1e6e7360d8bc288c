/**
 * @generated SignedSource<<0dcb429abc7154687cdd4440d1a1842d>>
 * @relayHash 744d7622802a1866880b6e41880f002e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID daef79d7b3f3361d3542fca30292f6d00c8688114cb55e09c7680ad167a0a2b6

import { ConcreteRequest } from 'relay-runtime';
export type OfficialSiteFraming = "ALLOWED" | "REFUSED" | "UNKNOWN";
export type OfficialSitePageQuery$variables = Record<PropertyKey, never>;
export type OfficialSitePageQuery$data = {
  readonly appSettings: {
    readonly id: string;
    readonly officialSiteFraming: OfficialSiteFraming;
    readonly officialSiteUrl: string;
  };
};
export type OfficialSitePageQuery = {
  response: OfficialSitePageQuery$data;
  variables: OfficialSitePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppSettings",
    "kind": "LinkedField",
    "name": "appSettings",
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
        "name": "officialSiteUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "officialSiteFraming",
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
    "name": "OfficialSitePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OfficialSitePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "daef79d7b3f3361d3542fca30292f6d00c8688114cb55e09c7680ad167a0a2b6",
    "metadata": {},
    "name": "OfficialSitePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9911df1e0f3d96b0d2b84beb10ffc0b8";

export default node;
