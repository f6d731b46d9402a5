from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.crm_contacts_get_body_include import CrmContactsGetBodyInclude


T = TypeVar("T", bound="CrmContactsGetBody")


@_attrs_define
class CrmContactsGetBody:
    """
    Attributes:
        id (str): The contact's id.
        include (CrmContactsGetBodyInclude | Unset): Extra data per record.
    """

    id: str
    include: CrmContactsGetBodyInclude | Unset = UNSET

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
        from ..models.crm_contacts_get_body_include import CrmContactsGetBodyInclude

        d = dict(src_dict)
        id = d.pop("id")

        _include = d.pop("include", UNSET)
        include: CrmContactsGetBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = CrmContactsGetBodyInclude.from_dict(_include)

        crm_contacts_get_body = cls(
            id=id,
            include=include,
        )

        return crm_contacts_get_body
