/**
 * @generated SignedSource<<b08db7914ed8ebc39e1f94d2bc9ef616>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmergencyContactsQuery$variables = {
  count: number;
};
export type EmergencyContactsQuery$data = {
  readonly viewer: {
    readonly hlc: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ContactCard_contact">;
        };
      }>;
    };
    readonly pvg: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ContactCard_contact">;
        };
      }>;
    };
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
v2 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "HLC"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactCard_contact"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v5 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "PVG"
  }
],
v6 = [
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
          (v3/*:: as any*/),
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
            "alias": "hlc",
            "args": (v2/*:: as any*/),
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "pvg",
            "args": (v5/*:: as any*/),
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
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
            "args": (v2/*:: as any*/),
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "pvg",
            "args": (v5/*:: as any*/),
            "concreteType": "ContactConnection",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dbdcf609c18c62a85b22bab25777b254",
    "id": null,
    "metadata": {},
    "name": "EmergencyContactsQuery",
    "operationKind": "query",
    "text": "query EmergencyContactsQuery(\n  $count: Int!\n) {\n  viewer {\n    hlc: contacts(kind: HLC, first: $count) {\n      edges {\n        node {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n    pvg: contacts(kind: PVG, first: $count) {\n      edges {\n        node {\n          id\n          ...ContactCard_contact\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment ContactCard_contact on Contact {\n  id\n  name\n  phoneNumber\n  email\n  position\n  hospital\n  notes\n}\n"
  }
};
})();

(node as any).hash = "3009f74d3e74b4bba9cdb8cbbc54271f";

export default node;
