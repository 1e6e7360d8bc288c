/**
 * @generated SignedSource<<07e5fba05b81d7330f50d3a77a53ab58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactPosition = "CHAIRMAN" | "COORDINATOR" | "MEMBER" | "SECRETARY" | "VOLUNTEER";
import { FragmentRefs } from "relay-runtime";
export type ContactCard_contact$data = {
  readonly email: string;
  readonly hospital: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly phoneNumber: string;
  readonly position: ContactPosition;
  readonly " $fragmentType": "ContactCard_contact";
};
export type ContactCard_contact$key = {
  readonly " $data"?: ContactCard_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactCard_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactCard_contact",
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
  "type": "Contact",
  "abstractKey": null
};

(node as any).hash = "8d69a472505cd5bc884e5b2cc330e0ad";

export default node;
