/**
 * @generated SignedSource<<09b1cb590b22b00d716edbed36d305a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TerritoryStatus = "ACTIVE" | "COMPLETED" | "OVERDUE";
export type TerritoryType = "APARTMENT" | "BUSINESS" | "RESIDENTIAL" | "RURAL";
import { FragmentRefs } from "relay-runtime";
export type TerritoryFormDialog_territory$data = {
  readonly addresses: {
    readonly totalCount: number;
  };
  readonly assignedDate: string | null | undefined;
  readonly boundaries: string | null | undefined;
  readonly contactedHouses: number;
  readonly description: string | null | undefined;
  readonly dueDate: string | null | undefined;
  readonly houses: number;
  readonly id: string;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly progress: number;
  readonly storedStatus: TerritoryStatus;
  readonly territoryNumber: string;
  readonly type: TerritoryType;
  readonly " $fragmentType": "TerritoryFormDialog_territory";
};
export type TerritoryFormDialog_territory$key = {
  readonly " $data"?: TerritoryFormDialog_territory$data;
  readonly " $fragmentSpreads": FragmentRefs<"TerritoryFormDialog_territory">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TerritoryFormDialog_territory",
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
      "name": "territoryNumber",
      "storageKey": null
    },
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storedStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "houses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactedHouses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boundaries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "TerritoryAddressesConnection",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "addresses(first:1)"
    }
  ],
  "type": "Territory",
  "abstractKey": null
};

(node as any).hash = "e231ad3824a1d7b9d82480ab6452af3e";

export default node;
