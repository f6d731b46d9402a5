from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_list import CrmList


T = TypeVar("T", bound="CrmListsGetResponse200Type0Result")


@_attrs_define
class CrmListsGetResponse200Type0Result:
    """
    Attributes:
        list_ (CrmList): A list or view in a CRM, with its members.
    """

    list_: CrmList

    def to_dict(self) -> dict[str, Any]:
        list_ = self.list_.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "list": list_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_list import CrmList

        d = dict(src_dict)
        list_ = CrmList.from_dict(d.pop("list"))

        crm_lists_get_response_200_type_0_result = cls(
            list_=list_,
        )

        return crm_lists_get_response_200_type_0_result
