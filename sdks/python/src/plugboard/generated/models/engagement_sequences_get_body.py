from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.engagement_sequences_get_body_include import (
        EngagementSequencesGetBodyInclude,
    )


T = TypeVar("T", bound="EngagementSequencesGetBody")


@_attrs_define
class EngagementSequencesGetBody:
    """
    Attributes:
        id (str): The sequence's id.
        include (EngagementSequencesGetBodyInclude | Unset): Extra data per record.
    """

    id: str
    include: EngagementSequencesGetBodyInclude | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = self.include.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if include is not UNSET:
            field_dict["include"] = include

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_sequences_get_body_include import (
            EngagementSequencesGetBodyInclude,
        )

        d = dict(src_dict)
        id = d.pop("id")

        _include = d.pop("include", UNSET)
        include: EngagementSequencesGetBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = EngagementSequencesGetBodyInclude.from_dict(_include)

        engagement_sequences_get_body = cls(
            id=id,
            include=include,
        )

        return engagement_sequences_get_body
