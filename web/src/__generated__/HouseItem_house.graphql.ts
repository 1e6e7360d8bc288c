/**
 * @generated SignedSource<<00c69ff574d8d2d43d62cf5274475927>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HouseStatus = "DO_NOT_CALL" | "HOME" | "NOT_AT_HOME" | "NOT_VISITED" | "RETURN_VISIT";
import { FragmentRefs } from "relay-runtime";
export type HouseItem_house$data = {
  readonly address: string;
  readonly doNotCall: boolean;
  readonly id: string;
  readonly lastCallDate: string | null | undefined;
  readonly nextVisitDate: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly status: HouseStatus;
  readonly " $fragmentType": "HouseItem_house";
};
export type HouseItem_house$key = {
  readonly " $data"?: HouseItem_house$data;
  readonly " $fragmentSpreads": FragmentRefs<"HouseItem_house">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HouseItem_house",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doNotCall",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastCallDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextVisitDate",
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
  "type": "TerritoryHouse",
  "abstractKey": null
};

(node as any).hash = "8c0b13c2e187c0a063740ee18c225642";

export default node;
