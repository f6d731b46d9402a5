from enum import Enum


class IntegrationOffer(str, Enum):
    ACTIONS = "actions"
    NATIVE_WEBHOOKS = "native_webhooks"
    PASSTHROUGH = "passthrough"
    SYNC = "sync"
    UNIFIED = "unified"

    def __str__(self) -> str:
        return str(self.value)
