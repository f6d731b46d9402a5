from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.freshsales_tasks_create_body_targetable_type import (
    FreshsalesTasksCreateBodyTargetableType,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="FreshsalesTasksCreateBody")


@_attrs_define
class FreshsalesTasksCreateBody:
    """
    Attributes:
        title (str):
        due_date (datetime.datetime):
        targetable_type (FreshsalesTasksCreateBodyTargetableType):
        targetable_id (str):
        description (str | Unset):
        owner_id (str | Unset):
    """

    title: str
    due_date: datetime.datetime
    targetable_type: FreshsalesTasksCreateBodyTargetableType
    targetable_id: str
    description: str | Unset = UNSET
    owner_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        due_date = self.due_date.isoformat()

        targetable_type = self.targetable_type.value

        targetable_id = self.targetable_id

        description = self.description

        owner_id = self.owner_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
                "dueDate": due_date,
                "targetableType": targetable_type,
                "targetableId": targetable_id,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if owner_id is not UNSET:
            field_dict["ownerId"] = owner_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        due_date = isoparse(d.pop("dueDate"))

        targetable_type = FreshsalesTasksCreateBodyTargetableType(
            d.pop("targetableType")
        )

        targetable_id = d.pop("targetableId")

        description = d.pop("description", UNSET)

        owner_id = d.pop("ownerId", UNSET)

        freshsales_tasks_create_body = cls(
            title=title,
            due_date=due_date,
            targetable_type=targetable_type,
            targetable_id=targetable_id,
            description=description,
            owner_id=owner_id,
        )

        return freshsales_tasks_create_body
