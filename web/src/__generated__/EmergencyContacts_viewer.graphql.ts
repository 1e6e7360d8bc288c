/**
 * @generated SignedSource<<97254f1b6932e44fcdc8eaa85b56a5f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmergencyContacts_viewer$data = {
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
  readonly " $fragmentType": "EmergencyContacts_viewer";
};
export type EmergencyContacts_viewer$key = {
  readonly " $data"?: EmergencyContacts_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmergencyContacts_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v1 = [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmergencyContacts_viewer",
  "selections": [
    {
      "alias": "hlc",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "pvg",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "196c371b8d9a12c97e7d66bc242c8556";

export default node;
