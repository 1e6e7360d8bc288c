/**
 * @generated SignedSource<<fd803373c55763aca24eaf8a67f807c8>>
 * @relayHash 204bcf576adf71eef6ea29ece4c30191
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed17700339f64613b8d7c23f44ecfacd973e2c87a41791dca0191b97059aba34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmergencyContactsQuery$variables = {
  count: number;
};
export type EmergencyContactsQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"EmergencyContacts_viewer">;
  } | null | undefined;
};
export type EmergencyContactsQuery = {
  response: EmergencyContactsQuery$data;
  variables: EmergencyContactsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContactEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hospital",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmergencyContactsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              }
            ],
            "kind": "FragmentSpread",
            "name": "EmergencyContacts_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmergencyContactsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "hlc",
            "args": [
              (v1/*:: as any*/),
              {
                "kind": "Literal",
                "name": "kind",
                "value": "HLC"
              }
            ],
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "pvg",
            "args": [
              (v1/*:: as any*/),
              {
                "kind": "Literal",
                "name": "kind",
                "value": "PVG"
              }
            ],
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ed17700339f64613b8d7c23f44ecfacd973e2c87a41791dca0191b97059aba34",
    "metadata": {},
    "name": "EmergencyContactsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "839658a10569b29ea96ea2b39e432541";

export default node;
