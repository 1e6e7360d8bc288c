/**
 * @generated SignedSource<<8f6015a2c4d36e67530f5dba499e693d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
import { FragmentRefs } from "relay-runtime";
export type SharedExperienceCard_experience$data = {
  readonly content: string;
  readonly createdAt: any;
  readonly groupNumber: ServiceGroupNumber;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly likedByViewer: boolean;
  readonly likes: number;
  readonly sharedAt: any | null | undefined;
  readonly title: string;
  readonly userName: string;
  readonly " $fragmentType": "SharedExperienceCard_experience";
};
export type SharedExperienceCard_experience$key = {
  readonly " $data"?: SharedExperienceCard_experience$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedExperienceCard_experience">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedExperienceCard_experience",
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
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likedByViewer",
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
  "type": "MinistryExperience",
  "abstractKey": null
};

(node as any).hash = "f959eec7654cf62cee426b3bfdc16176";

export default node;
