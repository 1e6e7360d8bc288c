/**
 * @generated SignedSource<<0e6decff26e00e6eabf00c7937738c18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
import { FragmentRefs } from "relay-runtime";
export type OwnExperienceCard_experience$data = {
  readonly content: string;
  readonly createdAt: any;
  readonly groupNumber: ServiceGroupNumber;
  readonly id: string;
  readonly imageOriginalName: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly isShared: boolean;
  readonly likes: number;
  readonly sharedWithEveryone: boolean;
  readonly title: string;
  readonly userName: string;
  readonly " $fragmentType": "OwnExperienceCard_experience";
};
export type OwnExperienceCard_experience$key = {
  readonly " $data"?: OwnExperienceCard_experience$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnExperienceCard_experience">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnExperienceCard_experience",
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
      "name": "isShared",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedWithEveryone",
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
      "name": "likes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageOriginalName",
      "storageKey": null
    }
  ],
  "type": "MinistryExperience",
  "abstractKey": null
};

(node as any).hash = "c3a3a956daa59c60180120dd33b43a4c";

export default node;
