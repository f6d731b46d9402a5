from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_leads_create_body_lead import CrmLeadsCreateBodyLead


T = TypeVar("T", bound="CrmLeadsCreateBody")


@_attrs_define
class CrmLeadsCreateBody:
    """
    Attributes:
        lead (CrmLeadsCreateBodyLead): Fields of the lead to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    lead: CrmLeadsCreateBodyLead

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
        from ..models.crm_leads_create_body_lead import CrmLeadsCreateBodyLead

        d = dict(src_dict)
        lead = CrmLeadsCreateBodyLead.from_dict(d.pop("lead"))

        crm_leads_create_body = cls(
            lead=lead,
        )

        return crm_leads_create_body
