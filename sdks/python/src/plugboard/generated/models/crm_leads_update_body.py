from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_leads_update_body_lead import CrmLeadsUpdateBodyLead


T = TypeVar("T", bound="CrmLeadsUpdateBody")


@_attrs_define
class CrmLeadsUpdateBody:
    """
    Attributes:
        id (str): The lead's id.
        lead (CrmLeadsUpdateBodyLead): Fields of the lead to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    id: str
    lead: CrmLeadsUpdateBodyLead

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        lead = self.lead.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "lead": lead,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_leads_update_body_lead import CrmLeadsUpdateBodyLead

        d = dict(src_dict)
        id = d.pop("id")

        lead = CrmLeadsUpdateBodyLead.from_dict(d.pop("lead"))

        crm_leads_update_body = cls(
            id=id,
            lead=lead,
        )

        return crm_leads_update_body
