/**
 * @generated SignedSource<<64e63f525b77f80922577e96e77caab7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "744d7622802a1866880b6e41880f002e",
    "id": null,
    "metadata": {},
    "name": "OfficialSitePageQuery",
    "operationKind": "query",
    "text": "query OfficialSitePageQuery {\n  appSettings {\n    id\n    officialSiteUrl\n    officialSiteFraming\n  }\n}\n"
  }
};
})();

(node as any).hash = "9911df1e0f3d96b0d2b84beb10ffc0b8";

export default node;
