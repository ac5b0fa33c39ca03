import SimpleXModel
print(SimpleXTypes.byName.count)
