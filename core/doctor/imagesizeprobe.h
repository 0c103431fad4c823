#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

/// What a saved image would hold, measured on the running instance in one SSH round trip before it
/// is stopped and saved: the system disk (the home, without the data disk) and what makes it big —
/// pip's and conda's caches, `__pycache__`, logs (caches: cleaned in one command), the Hugging Face
/// cache and checkpoints (data: to be moved to the data disk). Framed by marker lines like the
/// other probes.
class ImageSizeProbe
{
    Q_DECLARE_TR_FUNCTIONS(ImageSizeProbe)

public:
    enum class Kind { PipCache, CondaCache, PyCache, Logs, HuggingFace, Checkpoints };
    struct Item
    {
        Kind kind;
        qint64 bytes = 0;
        bool operator==(const Item &) const = default;
    };
    struct Reading
    {
        qint64 systemBytes = -1; ///< -1: not measured
        QList<Item> items; ///< the ones that hold anything, biggest first
        qint64 cleanableBytes() const;
    };

    /// A POSIX sh script (GNU du and find).
    static QByteArray command();
    /// Empties pip's and conda's caches and removes `__pycache__` folders and `*.log` files under the
    /// home (gpudesk's own folder and the data disk left alone).
    static QByteArray cleanCommand();
    static Reading parse(const QByteArray &output);

    /// Whether the item is a cache the clean command removes (else data to move).
    static bool cleanable(Kind kind);
    /// The item in the user's words ("pip's cache (~/.cache/pip)").
    static QString name(Kind kind);
    /// Why saving would be refused, naming what to clean and what to move to the data disk; empty
    /// when the image fits in `maxBytes`.
    static QString tooBig(const Reading &reading, qint64 maxBytes);
};
