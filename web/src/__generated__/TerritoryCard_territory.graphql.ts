/**
 * @generated SignedSource<<a05efd91b93eac4d528cc9dcf7098d9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TerritoryStatus = "ACTIVE" | "COMPLETED" | "OVERDUE";
export type TerritoryType = "APARTMENT" | "BUSINESS" | "RESIDENTIAL" | "RURAL";
import { FragmentRefs } from "relay-runtime";
export type TerritoryCard_territory$data = {
  readonly assignedDate: string | null | undefined;
  readonly boundaries: string | null | undefined;
  readonly contactedHouses: number;
  readonly description: string | null | undefined;
  readonly dueDate: string | null | undefined;
  readonly houses: number;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly progress: number;
  readonly status: TerritoryStatus;
  readonly territoryNumber: string;
  readonly type: TerritoryType;
  readonly " $fragmentType": "TerritoryCard_territory";
};
export type TerritoryCard_territory$key = {
  readonly " $data"?: TerritoryCard_territory$data;
  readonly " $fragmentSpreads": FragmentRefs<"TerritoryCard_territory">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "today"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TerritoryCard_territory",
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
      "args": [
        {
          "kind": "Variable",
          "name": "today",
          "variableName": "today"
        }
      ],
      "kind": "ScalarField",
      "name": "status",
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
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "Territory",
  "abstractKey": null
};

(node as any).hash = "3efe06ac3447a06f216a37a822da35fb";

export default node;
