#pragma once

#include "platform/instances/catalog.h"

#include <QJsonObject>

class Database;

/// Images users saved from their instances' system disks. Each keeps its base image's framework,
/// CUDA and card range (it is that image plus the user's changes), is seen by its wallet only,
/// and is addressed as "custom-ID" beside the public images' ids.
class CustomImages
{
public:
    CustomImages(Database &db, const Catalog &catalog);

    /// A public image, or one of the wallet's custom images; nullopt if neither.
    std::optional<Image> find(qint64 walletId, const QString &id) const;
    /// The wallet's custom images (not deleted), oldest first.
    QList<Image> list(qint64 walletId) const;
    /// The same as the API shows them: each image with what only a custom image has.
    QList<QJsonObject> listJson(qint64 walletId) const;
    /// A custom image on the wire: the image, its size in bytes, when and from what it was saved.
    static QJsonObject toJson(const Image &image, qint64 sizeBytes, qint64 createdAt, qint64 sourceInstanceId);

    /// The public image a custom image was made from (its own base, for an image of an image).
    QString baseImageOf(qint64 rowId) const;
    /// Records an image saved from `sourceInstanceId`'s system disk; returns its row id.
    qint64 insert(qint64 walletId, qint64 accountId, const QString &name, const QString &baseImage,
                  qint64 sourceInstanceId, qint64 sizeBytes, qint64 createdAt);
    /// Whether the wallet has the image and it is not deleted (only `onlyAccount`'s when not 0).
    bool owned(qint64 rowId, qint64 walletId, qint64 onlyAccount) const;
    void markDeleted(qint64 rowId, qint64 at);

    static QString idFor(qint64 rowId) { return QStringLiteral("custom-") + QString::number(rowId); }
    /// The row id in "custom-ID", or 0.
    static qint64 rowId(const QString &id);

    /// The largest system disk content that can be saved as an image.
    static constexpr qint64 kMaxImageBytes = 50LL * 1024 * 1024 * 1024;
    static int sizeGbFor(qint64 bytes) { return int(std::max<qint64>(1, (bytes + (1LL << 30) - 1) >> 30)); }

private:
    Database &m_db;
    const Catalog &m_catalog;
};
