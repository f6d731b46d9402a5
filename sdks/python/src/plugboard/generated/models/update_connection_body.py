from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.update_connection_body_inputs import UpdateConnectionBodyInputs
    from ..models.update_connection_body_sandbox import UpdateConnectionBodySandbox
    from ..models.update_connection_body_sync import UpdateConnectionBodySync


T = TypeVar("T", bound="UpdateConnectionBody")


@_attrs_define
class UpdateConnectionBody:
    """
    Attributes:
        id (str): The connection's id.
        sync (UpdateConnectionBodySync | Unset): Synced-cache settings (each one left out is kept as it is).
        inputs (UpdateConnectionBodyInputs | Unset): Inputs to set (a string) or remove (null), by the names the
            integration declares.
        sandbox (UpdateConnectionBodySandbox | Unset): Sandbox connections only.
    """

    id: str
    sync: UpdateConnectionBodySync | Unset = UNSET
    inputs: UpdateConnectionBodyInputs | Unset = UNSET
    sandbox: UpdateConnectionBodySandbox | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        sync: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sync, Unset):
            sync = self.sync.to_dict()

        inputs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.inputs, Unset):
            inputs = self.inputs.to_dict()

        sandbox: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sandbox, Unset):
            sandbox = self.sandbox.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if sync is not UNSET:
            field_dict["sync"] = sync
        if inputs is not UNSET:
            field_dict["inputs"] = inputs
        if sandbox is not UNSET:
            field_dict["sandbox"] = sandbox

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_connection_body_inputs import UpdateConnectionBodyInputs
        from ..models.update_connection_body_sandbox import UpdateConnectionBodySandbox
        from ..models.update_connection_body_sync import UpdateConnectionBodySync

        d = dict(src_dict)
        id = d.pop("id")

        _sync = d.pop("sync", UNSET)
        sync: UpdateConnectionBodySync | Unset
        if isinstance(_sync, Unset):
            sync = UNSET
        else:
            sync = UpdateConnectionBodySync.from_dict(_sync)

        _inputs = d.pop("inputs", UNSET)
        inputs: UpdateConnectionBodyInputs | Unset
        if isinstance(_inputs, Unset):
            inputs = UNSET
        else:
            inputs = UpdateConnectionBodyInputs.from_dict(_inputs)

        _sandbox = d.pop("sandbox", UNSET)
        sandbox: UpdateConnectionBodySandbox | Unset
        if isinstance(_sandbox, Unset):
            sandbox = UNSET
        else:
            sandbox = UpdateConnectionBodySandbox.from_dict(_sandbox)

        update_connection_body = cls(
            id=id,
            sync=sync,
            inputs=inputs,
            sandbox=sandbox,
        )

        return update_connection_body
