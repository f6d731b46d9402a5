from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_lead import CrmLead


T = TypeVar("T", bound="CrmLeadsGetResponse200Type0Result")


@_attrs_define
class CrmLeadsGetResponse200Type0Result:
    """
    Attributes:
        lead (CrmLead): A lead (an unqualified prospect) in a CRM.
    """

    lead: CrmLead

    def to_dict(self) -> dict[str, Any]:
        lead = self.lead.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lead": lead,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_lead import CrmLead

        d = dict(src_dict)
        lead = CrmLead.from_dict(d.pop("lead"))

        crm_leads_get_response_200_type_0_result = cls(
            lead=lead,
        )

        return crm_leads_get_response_200_type_0_result
